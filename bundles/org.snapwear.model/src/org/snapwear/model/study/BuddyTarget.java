/**
 */
package org.snapwear.model.study;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Buddy Target</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Target compression ratio of Buddy Compression ([Buddy Compression, docs/papers.md#buddy-compression]).
 * <!-- end-model-doc -->
 * @see org.snapwear.model.study.SnapwearPackage#getBuddyTarget()
 * @model
 * @generated
 */
public enum BuddyTarget implements Enumerator {
	/**
	 * The '<em><b>Auto</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Per allocation, chosen by the profiling pass under the buddy threshold.
	 * <!-- end-model-doc -->
	 * @see #AUTO_VALUE
	 * @generated
	 * @ordered
	 */
	AUTO(0, "auto", "auto"),

	/**
	 * The '<em><b>X1</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 1x: 4 sectors of 32 B in device memory.
	 * <!-- end-model-doc -->
	 * @see #X1_VALUE
	 * @generated
	 * @ordered
	 */
	X1(1, "x1", "1"),

	/**
	 * The '<em><b>X1 33</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 1.33x: 3 sectors.
	 * <!-- end-model-doc -->
	 * @see #X1_33_VALUE
	 * @generated
	 * @ordered
	 */
	X1_33(2, "x1_33", "1.33"),

	/**
	 * The '<em><b>X2</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 2x: 2 sectors.
	 * <!-- end-model-doc -->
	 * @see #X2_VALUE
	 * @generated
	 * @ordered
	 */
	X2(3, "x2", "2"),

	/**
	 * The '<em><b>X4</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 4x: 1 sector.
	 * <!-- end-model-doc -->
	 * @see #X4_VALUE
	 * @generated
	 * @ordered
	 */
	X4(4, "x4", "4");

	/**
	 * The '<em><b>Auto</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Per allocation, chosen by the profiling pass under the buddy threshold.
	 * <!-- end-model-doc -->
	 * @see #AUTO
	 * @model name="auto"
	 * @generated
	 * @ordered
	 */
	public static final int AUTO_VALUE = 0;

	/**
	 * The '<em><b>X1</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 1x: 4 sectors of 32 B in device memory.
	 * <!-- end-model-doc -->
	 * @see #X1
	 * @model name="x1" literal="1"
	 * @generated
	 * @ordered
	 */
	public static final int X1_VALUE = 1;

	/**
	 * The '<em><b>X1 33</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 1.33x: 3 sectors.
	 * <!-- end-model-doc -->
	 * @see #X1_33
	 * @model name="x1_33" literal="1.33"
	 * @generated
	 * @ordered
	 */
	public static final int X1_33_VALUE = 2;

	/**
	 * The '<em><b>X2</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 2x: 2 sectors.
	 * <!-- end-model-doc -->
	 * @see #X2
	 * @model name="x2" literal="2"
	 * @generated
	 * @ordered
	 */
	public static final int X2_VALUE = 3;

	/**
	 * The '<em><b>X4</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 4x: 1 sector.
	 * <!-- end-model-doc -->
	 * @see #X4
	 * @model name="x4" literal="4"
	 * @generated
	 * @ordered
	 */
	public static final int X4_VALUE = 4;

	/**
	 * An array of all the '<em><b>Buddy Target</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final BuddyTarget[] VALUES_ARRAY =
		new BuddyTarget[] {
			AUTO,
			X1,
			X1_33,
			X2,
			X4,
		};

	/**
	 * A public read-only list of all the '<em><b>Buddy Target</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<BuddyTarget> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Buddy Target</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static BuddyTarget get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			BuddyTarget result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Buddy Target</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static BuddyTarget getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			BuddyTarget result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Buddy Target</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static BuddyTarget get(int value) {
		switch (value) {
			case AUTO_VALUE: return AUTO;
			case X1_VALUE: return X1;
			case X1_33_VALUE: return X1_33;
			case X2_VALUE: return X2;
			case X4_VALUE: return X4;
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
	private BuddyTarget(int value, String name, String literal) {
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
	
} //BuddyTarget
