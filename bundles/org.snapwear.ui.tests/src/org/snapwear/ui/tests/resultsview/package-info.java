/** Workbench tests of the Results and Sequences views (need OSGi: run under Tycho only, not under qt.sh). */
package org.snapwear.ui.tests.resultsview;
