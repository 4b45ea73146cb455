/** Buddy Overflow panel tests under plain SWT: clicks and steps checked against the inspection model. */
package org.snapwear.ui.tests.buddy;
