/** Tests of the crash-safe snapshot store: Algorithm 2 sequences, round trips, disk full, corruption, kill -9. */
package org.snapwear.codec.tests.store;
