/** Tests of whole-checkpoint support: tensor roles of checkpoint tensor names. */
package org.snapwear.trace.tests.checkpoint;
