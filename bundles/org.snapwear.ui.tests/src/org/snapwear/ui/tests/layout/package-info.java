/** Tests of the workbench's layout. */
package org.snapwear.ui.tests.layout;
