/** Tests of the Buddy Compression model: sector accounting, target selection, replay, maps, lookups. */
package org.snapwear.gpu.tests.buddy;
