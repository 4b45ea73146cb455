/**
 * Tests of the flat class path the launcher computes from a product directory.
 */
package org.snapwear.headless.tests.product;
