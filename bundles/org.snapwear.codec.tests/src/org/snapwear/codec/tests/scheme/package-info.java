/** Tests of the Algorithm 2 planner (keep/delete sequences, Table 3 / Fig. 7 example) and the scheme simulation. */
package org.snapwear.codec.tests.scheme;
