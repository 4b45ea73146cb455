/** Tests of the SLC progressive-page model and its delta codecs. */
package org.snapwear.flash.tests.slc;
