/**
 * Tests of the main job, {@code snapwear demo}.
 */
package org.snapwear.headless.tests.demo;
