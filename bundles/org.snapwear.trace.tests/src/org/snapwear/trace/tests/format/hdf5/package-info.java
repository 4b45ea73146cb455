/** Tests of the HDF5 reader on files written by jhdf's own writer. */
package org.snapwear.trace.tests.format.hdf5;
