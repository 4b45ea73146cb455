/**
 * What every Snapwear test bundle shares, in a bundle of its own that the test bundles import (nothing in the
 * product depends on it): {@link org.snapwear.testsupport.Fixtures}, the one lookup of the shared fixtures
 * directory.
 */
package org.snapwear.testsupport;
