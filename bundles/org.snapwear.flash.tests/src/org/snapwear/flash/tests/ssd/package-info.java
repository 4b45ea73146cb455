/** Tests of the SSD simulator: theory, warm-up, timing, file layer, block-state log. */
package org.snapwear.flash.tests.ssd;
