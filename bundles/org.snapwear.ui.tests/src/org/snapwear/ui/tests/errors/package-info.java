/** Errors in the workbench worded as on the command line (ErrorText): one line, file and reason, no class names. */
package org.snapwear.ui.tests.errors;
