/** Analytic models used to validate the simulator: Lambert W and the LRW (FIFO) write-amplification formula. */
package org.snapwear.flash.theory;
