/** Tests of the {@code ssd} and {@code slc} commands against the flash engine API and theory. */
package org.snapwear.headless.tests.flash;
