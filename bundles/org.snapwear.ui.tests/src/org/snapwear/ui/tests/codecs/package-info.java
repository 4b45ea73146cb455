/** Workbench test of the Codecs view: built-in codecs and the example plug-in contributed through the extension point. */
package org.snapwear.ui.tests.codecs;
