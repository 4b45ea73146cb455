/** Tests of snapwear run. */
package org.snapwear.headless.tests.study;
