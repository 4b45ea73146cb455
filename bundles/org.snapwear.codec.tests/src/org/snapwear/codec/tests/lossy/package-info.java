/**
 * Tests of the lossy codecs and loss profiles: bounds (checked by the independent {@code BoundCheck} and by numpy,
 * never by byte equality), zeros, signs, special values, empty and odd-length tensors, corrupt input, profile files.
 */
package org.snapwear.codec.tests.lossy;
