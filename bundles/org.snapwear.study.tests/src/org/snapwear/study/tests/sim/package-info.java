/** Tests of org.snapwear.study.sim (the simulation entry points, SchemeRuns) and the result records' JSON and
 * terminal forms (org.snapwear.study.fields). */
package org.snapwear.study.tests.sim;
