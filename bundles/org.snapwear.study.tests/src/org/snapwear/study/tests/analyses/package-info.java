/** Tests of the study analyses (heading bits, exponents, SLC pages, buddy, pipeline) against the engines. */
package org.snapwear.study.tests.analyses;
