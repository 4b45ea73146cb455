/** Round-trip, property and exact-size tests of the built-in codecs and the container format. */
package org.snapwear.codec.tests.codecs;
