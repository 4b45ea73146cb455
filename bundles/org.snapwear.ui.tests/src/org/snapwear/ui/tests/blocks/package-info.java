/** SSD Block States panel driven through its widgets under plain SWT. */
package org.snapwear.ui.tests.blocks;
