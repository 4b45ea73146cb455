/** Workbench tests of the resume check: the dialog, the editor's findings, table and chart. */
package org.snapwear.ui.tests.resume;
