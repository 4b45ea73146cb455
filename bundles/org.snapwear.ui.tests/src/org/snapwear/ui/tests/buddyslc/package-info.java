/** Workbench test (OSGi, run by Tycho) that opens the Buddy Overflow and SLC Page views through plugin.xml. */
package org.snapwear.ui.tests.buddyslc;
