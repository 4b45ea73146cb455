/**
 * NumPy {@code .npy} arrays and {@code .npz} archives (zip of .npy, stored or deflated). Little-endian data is
 * used in place (zero copy); big-endian arrays ({@code '>f4'}) are byte-swapped into a copy, and Fortran-order
 * arrays are transposed into C (row-major) order, so every tensor has the usual row-major layout.
 * Structured dtypes, object arrays, unsigned types wider than 8 bits and complex numbers are rejected.
 */
package org.snapwear.trace.format.numpy;
