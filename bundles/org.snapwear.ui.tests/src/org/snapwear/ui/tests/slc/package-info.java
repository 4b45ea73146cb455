/** SLC Page panel tests under plain SWT: stepping and resets checked against a hand replay of the model. */
package org.snapwear.ui.tests.slc;
