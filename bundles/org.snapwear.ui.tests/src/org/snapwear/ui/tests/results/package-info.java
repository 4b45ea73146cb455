/** Tests of the Results view's panel under plain SWT: charts against tables, export, comparisons. */
package org.snapwear.ui.tests.results;
