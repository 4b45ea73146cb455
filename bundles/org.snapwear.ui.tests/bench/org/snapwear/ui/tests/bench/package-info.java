/** Workbench benchmarks run by hand (main methods under a display, not tests). */
package org.snapwear.ui.tests.bench;
