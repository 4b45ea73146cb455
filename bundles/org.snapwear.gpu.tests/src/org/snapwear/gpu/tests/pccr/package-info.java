/** Tests of the PCCR time model: hand-computed closed forms and agreement with the pipeline simulation. */
package org.snapwear.gpu.tests.pccr;
