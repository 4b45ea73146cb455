/** Tests of the entry compressors: hand-worked BPC symbols, a slow reference encoder, round trips. */
package org.snapwear.gpu.tests.bpc;
