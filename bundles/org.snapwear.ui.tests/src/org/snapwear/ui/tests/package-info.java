/**
 * Workbench smoke and view tests, run inside the Snapwear application under Xvfb.
 */
package org.snapwear.ui.tests;
