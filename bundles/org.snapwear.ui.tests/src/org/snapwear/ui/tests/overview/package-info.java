/** Workbench tests of the run overview editor. */
package org.snapwear.ui.tests.overview;
