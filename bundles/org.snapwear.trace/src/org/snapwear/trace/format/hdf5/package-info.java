/**
 * HDF5 weight files (Keras {@code .h5}/{@code .hdf5}, and the {@code model.weights.h5} inside a Keras 3
 * {@code .keras} zip) read with jhdf. Every numeric dataset becomes a tensor named by its HDF5 path without the
 * leading '/' and with '/' replaced by '.', in depth-first group order. Data is copied out of jhdf's Java
 * arrays; jhdf widens half floats to float, so such datasets are reported as F32. Strings, compound and
 * variable-length datasets are skipped.
 */
package org.snapwear.trace.format.hdf5;
