/** Workbench-level test of the SSD Block States view (runs only in OSGi, under Tycho). */
package org.snapwear.ui.tests.blockview;
