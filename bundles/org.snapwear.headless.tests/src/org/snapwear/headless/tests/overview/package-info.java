/** Tests of {@code snapwear report} (the run overview). */
package org.snapwear.headless.tests.overview;
