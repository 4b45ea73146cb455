/** Tests of the run plan, the one chunk-range encoder and the simulation that executes the plan. */
package org.snapwear.codec.tests.plan;
