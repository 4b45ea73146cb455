/** Tests of org.snapwear.study.mapping. */
package org.snapwear.study.tests.mapping;
