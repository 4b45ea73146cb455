/** Tests of the workbench's start. */
package org.snapwear.ui.tests.start;
