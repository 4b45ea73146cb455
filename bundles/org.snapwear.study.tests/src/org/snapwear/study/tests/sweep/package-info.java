/** Tests of the cell-wise sweep: the grid file, cells against the single-machine SSD run, deterministic reports. */
package org.snapwear.study.tests.sweep;
