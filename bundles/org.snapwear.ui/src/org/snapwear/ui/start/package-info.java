/**
 * The start page: where a new user begins (open a checkpoint run or a study, recent items, the demo study, the
 * user guide). An editor, so it takes the centre of the window; shown on the first start and from Help.
 */
package org.snapwear.ui.start;
