/** Tests of the raw tensor directory reader and writer. */
package org.snapwear.trace.tests.format.raw;
