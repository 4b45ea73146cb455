/** Plain-SWT tests of the study editor pages and the hardware preset chooser. */
package org.snapwear.ui.tests.editor;
