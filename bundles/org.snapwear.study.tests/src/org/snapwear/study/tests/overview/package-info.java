/** Tests of the run overview (org.snapwear.study.overview). */
package org.snapwear.study.tests.overview;
