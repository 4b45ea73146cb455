/** Tests of org.snapwear.study.analyses. */
package org.snapwear.study.tests.analyses;
