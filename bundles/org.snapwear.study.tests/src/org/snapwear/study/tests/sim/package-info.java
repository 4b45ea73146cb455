/** Tests of the study's simulation entry points ({@link org.snapwear.study.sim.SchemeRuns}). */
package org.snapwear.study.tests.sim;
