/** Drives the SSD simulator: block I/O trace replay and synthetic uniform random workloads. */
package org.snapwear.flash.replay;
