/** Tests of org.snapwear.study.run. */
package org.snapwear.study.tests.run;
