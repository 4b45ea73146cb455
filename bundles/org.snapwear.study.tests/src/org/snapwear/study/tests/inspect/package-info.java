/** Tests of the Buddy and SLC inspection models against direct engine computations and hand replays. */
package org.snapwear.study.tests.inspect;
