/** Tests of the NumPy .npy/.npz readers on files written by real NumPy (see data/numpy/make_numpy_fixtures.py). */
package org.snapwear.trace.tests.format.numpy;
