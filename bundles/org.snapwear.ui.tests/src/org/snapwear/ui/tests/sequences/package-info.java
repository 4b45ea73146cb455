/** Tests of the Sequences view's panel under plain SWT: pair statistics, drag and drop, recent files. */
package org.snapwear.ui.tests.sequences;
