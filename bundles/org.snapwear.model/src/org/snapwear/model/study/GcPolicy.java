/**
 */
package org.snapwear.model.study;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Gc Policy</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Garbage-collection victim selection policy.
 * <!-- end-model-doc -->
 * @see org.snapwear.model.study.SnapwearPackage#getGcPolicy()
 * @model
 * @generated
 */
public enum GcPolicy implements Enumerator {
	/**
	 * The '<em><b>Greedy</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fewest valid pages.
	 * <!-- end-model-doc -->
	 * @see #GREEDY_VALUE
	 * @generated
	 * @ordered
	 */
	GREEDY(0, "greedy", "greedy"),

	/**
	 * The '<em><b>Cost Benefit</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Maximum (1 - u) / (2u) x age.
	 * <!-- end-model-doc -->
	 * @see #COST_BENEFIT_VALUE
	 * @generated
	 * @ordered
	 */
	COST_BENEFIT(1, "costBenefit", "cost-benefit"),

	/**
	 * The '<em><b>Fifo</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Least recently written block (LRW).
	 * <!-- end-model-doc -->
	 * @see #FIFO_VALUE
	 * @generated
	 * @ordered
	 */
	FIFO(2, "fifo", "fifo"),

	/**
	 * The '<em><b>Random</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A uniformly random sealed block.
	 * <!-- end-model-doc -->
	 * @see #RANDOM_VALUE
	 * @generated
	 * @ordered
	 */
	RANDOM(3, "random", "random"),

	/**
	 * The '<em><b>DChoices</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fewest valid pages among d sampled blocks.
	 * <!-- end-model-doc -->
	 * @see #DCHOICES_VALUE
	 * @generated
	 * @ordered
	 */
	DCHOICES(4, "dChoices", "d-choices");

	/**
	 * The '<em><b>Greedy</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fewest valid pages.
	 * <!-- end-model-doc -->
	 * @see #GREEDY
	 * @model name="greedy"
	 * @generated
	 * @ordered
	 */
	public static final int GREEDY_VALUE = 0;

	/**
	 * The '<em><b>Cost Benefit</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Maximum (1 - u) / (2u) x age.
	 * <!-- end-model-doc -->
	 * @see #COST_BENEFIT
	 * @model name="costBenefit" literal="cost-benefit"
	 * @generated
	 * @ordered
	 */
	public static final int COST_BENEFIT_VALUE = 1;

	/**
	 * The '<em><b>Fifo</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Least recently written block (LRW).
	 * <!-- end-model-doc -->
	 * @see #FIFO
	 * @model name="fifo"
	 * @generated
	 * @ordered
	 */
	public static final int FIFO_VALUE = 2;

	/**
	 * The '<em><b>Random</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A uniformly random sealed block.
	 * <!-- end-model-doc -->
	 * @see #RANDOM
	 * @model name="random"
	 * @generated
	 * @ordered
	 */
	public static final int RANDOM_VALUE = 3;

	/**
	 * The '<em><b>DChoices</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fewest valid pages among d sampled blocks.
	 * <!-- end-model-doc -->
	 * @see #DCHOICES
	 * @model name="dChoices" literal="d-choices"
	 * @generated
	 * @ordered
	 */
	public static final int DCHOICES_VALUE = 4;

	/**
	 * An array of all the '<em><b>Gc Policy</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final GcPolicy[] VALUES_ARRAY =
		new GcPolicy[] {
			GREEDY,
			COST_BENEFIT,
			FIFO,
			RANDOM,
			DCHOICES,
		};

	/**
	 * A public read-only list of all the '<em><b>Gc Policy</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<GcPolicy> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Gc Policy</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GcPolicy get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			GcPolicy result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Gc Policy</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GcPolicy getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			GcPolicy result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Gc Policy</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GcPolicy get(int value) {
		switch (value) {
			case GREEDY_VALUE: return GREEDY;
			case COST_BENEFIT_VALUE: return COST_BENEFIT;
			case FIFO_VALUE: return FIFO;
			case RANDOM_VALUE: return RANDOM;
			case DCHOICES_VALUE: return DCHOICES;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private GcPolicy(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //GcPolicy
